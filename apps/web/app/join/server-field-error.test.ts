import { describe, expect, it } from 'vitest';
import { serverFieldError } from './server-field-error';

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
