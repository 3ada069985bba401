import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnswerDetails, confidenceInWords } from './answer-details';

describe('confidenceInWords', () => {
  it('names the confidence in a word before its figure', () => {
    expect(confidenceInWords(0.871)).toBe('High (87%)');
    expect(confidenceInWords(0.7)).toBe('High (70%)');
    expect(confidenceInWords(0.55)).toBe('Medium (55%)');
    expect(confidenceInWords(0.4)).toBe('Medium (40%)');
    expect(confidenceInWords(0.05)).toBe('Low (5%)');
  });

  it('keeps a figure out of range, or none, between 0 and 100%', () => {
    expect(confidenceInWords(1.4)).toBe('High (100%)');
    expect(confidenceInWords(-0.2)).toBe('Low (0%)');
    expect(confidenceInWords(Number.NaN)).toBe('Low (0%)');
  });
});

describe('AnswerDetails', () => {
  it("shows a decline's confidence as low, in words", () => {
    render(
      <AnswerDetails
        metadata={{ model: 'extractive', confidence: 0.05, contextChunks: 0, processingTime: 201 }}
      />,
    );
    expect(screen.getByText('Confidence').nextElementSibling?.textContent).toBe('Low (5%)');
  });
});
