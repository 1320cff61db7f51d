// Errors are told apart by shape, as @trpc/client's own isTRPCClientError does, since pages do not import its class.
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { isMfaRequired, serverErrorText, trpcErrorData } from './errors';

const answered = (data: Record<string, unknown>, message = 'Invalid email or password') =>
  TRPCClientError.from({ error: { message, code: -32001, data } });

describe('failed calls', () => {
  it('a tRPC error the server sent gives its message and data', () => {
    const error = answered({ httpStatus: 401, mfa_required: true });
    expect(trpcErrorData(error)).toEqual({ httpStatus: 401, mfa_required: true });
    expect(serverErrorText(error)).toBe('Invalid email or password');
    expect(isMfaRequired(error)).toBe(true);
    expect(isMfaRequired(answered({ httpStatus: 401 }))).toBe(false);
  });

  it('a network failure or any other error gives nothing of the server', () => {
    for (const error of [new Error('Failed to fetch'), new TypeError('x'), 'text', null, { name: 'TRPCClientError' }]) {
      expect(trpcErrorData(error)).toBeNull();
      expect(serverErrorText(error)).toBeNull();
      expect(isMfaRequired(error)).toBe(false);
    }
    // A tRPC client error with no answer from the server (the request itself failed).
    const unanswered = TRPCClientError.from(new Error('Failed to fetch'));
    expect(trpcErrorData(unanswered)).toBeNull();
    expect(serverErrorText(unanswered)).toBeNull();
    expect(serverErrorText(answered({ httpStatus: 400 }, ''))).toBeNull();
  });
});
