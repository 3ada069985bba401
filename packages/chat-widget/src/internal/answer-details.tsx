import type { RagMetadata } from '@coaz/api-client';

function duration(ms: number): string {
  return ms < 1_000 ? `${Math.round(ms)} ms` : `${(ms / 1_000).toFixed(1)} s`;
}

/** Props of {@link AnswerDetails}. */
export interface AnswerDetailsProps {
  metadata: RagMetadata;
}

/**
 * How an answer was made: model, confidence, passages used and the server's time. "Passages
 * used" rather than the engine's "context chunks", which tells a member nothing.
 */
export function AnswerDetails({ metadata }: AnswerDetailsProps) {
  return (
    <dl className="coaz-chat-details">
      <div>
        <dt>Model</dt>
        <dd>{metadata.model || 'unknown'}</dd>
      </div>
      <div>
        <dt>Confidence</dt>
        <dd>{Math.round(Math.min(1, Math.max(0, metadata.confidence)) * 100)}%</dd>
      </div>
      <div>
        <dt>Passages used</dt>
        <dd>{metadata.contextChunks}</dd>
      </div>
      <div>
        <dt>Processing time</dt>
        <dd>{duration(metadata.processingTime)}</dd>
      </div>
    </dl>
  );
}
