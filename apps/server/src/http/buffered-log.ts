import type { LogSink } from './request-log';

/** A log sink that can be flushed, for shutdown. */
export interface BufferedLog {
  /** Queues one line. */
  sink: LogSink;
  /** Writes whatever is queued now. */
  flush(): void;
}

/**
 * Collects log lines and writes them in one call per turn of the event loop: a write per line
 * was the largest single cost of a cheap request under load.
 */
export function createBufferedLog(stream: NodeJS.WritableStream = process.stdout): BufferedLog {
  let queued: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (queued.length === 0) return;
    const text = `${queued.join('\n')}\n`;
    queued = [];
    stream.write(text);
  };
  return {
    sink: (line) => {
      queued.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}
