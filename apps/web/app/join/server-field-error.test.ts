import { ApiError } from '@coaz/api-client';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../api/max-upload-bytes';
import { documentFieldErrors, serverFieldError } from './server-field-error';

describe('serverFieldError', () => {
  it('names the field of a server refusal and capitalises the sentence', () => {
    expect(serverFieldError('username: that user name is taken; choose another')).toEqual({
      field: 'username',
      message: 'That user name is taken; choose another',
    });
  });

  it('leaves a message that names no field whole', () => {
    expect(serverFieldError('The service is unavailable: try later')).toEqual({
      message: 'The service is unavailable: try later',
    });
  });
});

const file = (name: string, size: number) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('documentFieldErrors', () => {
  it.each([
    ['practisingLicence', 'The practising licence is not a PDF, JPEG, PNG or WebP file'],
    ['studentCard', 'The student card is empty'],
    ['otherDocument', 'The other supporting document is larger than 5 MB'],
  ])('puts a 415 about the document of %s beside that field', (field, message) => {
    const refusal = new ApiError(415, message, {
      body: { error: 'unsupported_document', message },
    });
    expect(documentFieldErrors(refusal, {})).toEqual({ [field]: message });
  });

  it('marks each file over 5 MB when the whole form is too large (413)', () => {
    const refusal = new ApiError(413, 'The documents are too large; 5 MB each at most');
    expect(
      documentFieldErrors(refusal, {
        practisingLicence: file('licence.pdf', MAX_UPLOAD_BYTES + 1),
        studentCard: file('card.pdf', MAX_UPLOAD_BYTES),
        otherDocument: file('letter.pdf', MAX_UPLOAD_BYTES + 1),
      }),
    ).toEqual({
      practisingLicence:
        'The practising licence is larger than 5 MB: take a photo of it instead (photos are made smaller for you), or attach a smaller PDF',
      otherDocument:
        'The other supporting document is larger than 5 MB: take a photo of it instead (photos are made smaller for you), or attach a smaller PDF',
    });
  });

  it('leaves refusals about no document field to the form', () => {
    expect(
      documentFieldErrors(new ApiError(413, 'The documents are too large'), {
        practisingLicence: file('licence.pdf', 10),
      }),
    ).toBeUndefined();
    expect(
      documentFieldErrors(new ApiError(415, 'Send JSON or a multipart form'), {}),
    ).toBeUndefined();
    expect(
      documentFieldErrors(new ApiError(400, 'The practising licence is missing'), {}),
    ).toBeUndefined();
    expect(documentFieldErrors(new Error('The practising licence is empty'), {})).toBeUndefined();
  });
});
