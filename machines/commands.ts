// Commands a machine invokes as promise actors that the app provides: the default for one it has
// not provided, and the message of a refusal (the server's, shown as it says it).

export function notProvided(name: string) {
  return () => Promise.reject(new Error(`${name} is not provided`));
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
