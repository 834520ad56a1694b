// Firestore's errors carry gRPC status codes: the ones the server acts on.
export const grpcStatus = {
  deadlineExceeded: 4,
  alreadyExists: 6,
  failedPrecondition: 9,
  aborted: 10,
  unavailable: 14,
} as const;

/** True when `err` carries one of these gRPC status codes. */
export const hasStatus = (err: unknown, ...codes: number[]) =>
  codes.includes((err as { code?: number } | null)?.code ?? -1);
