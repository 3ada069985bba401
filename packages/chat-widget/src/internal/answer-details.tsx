import type { RagMetadata } from '@coaz/api-client';

function duration(ms: number): string {
  return ms < 1_000 ? `${Math.round(ms)} ms` : `${(ms / 1_000).toFixed(1)} s`;
}

/**
 * The confidence in words first, its figure after: "87%" alone read to members as a precise
 * chance the answer is right, and "5%" beside a decline as an error. It is the engine's estimate
 * that the Articles shown answer the question; in constitution-qa's reliability table three
 * answers in ten or fewer held a right Article under 0.4 (Low), nine in ten from 0.6 up (High
 * from 0.7, to stay on the safe side).
 */
export function confidenceInWords(confidence: number): string {
  const share = Math.min(1, Math.max(0, Number.isFinite(confidence) ? confidence : 0));
  const word = share >= 0.7 ? 'High' : share >= 0.4 ? 'Medium' : 'Low';
  return `${word} (${Math.round(share * 100)}%)`;
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
        <dd>{confidenceInWords(metadata.confidence)}</dd>
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
