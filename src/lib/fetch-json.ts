/**
 * A JSON API the operator configured (places directories, Companies House), asked with a time limit.
 * `fail` turns what went wrong into the caller's upstream error (whose message the API shows).
 */
export interface JsonAnswer {
  status: number;
  headers: Headers;
  /** The parsed body of a 2xx answer; undefined otherwise. */
  body: unknown;
  /** The first 200 characters of the answer, for error messages. */
  excerpt: string;
}

export async function fetchJson(what: string, url: string, init: RequestInit & { timeoutMs: number }, fail: (message: string) => Error): Promise<JsonAnswer> {
  const deadline = AbortSignal.timeout(init.timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: init.signal ? AbortSignal.any([init.signal, deadline]) : deadline });
  } catch (err) {
    throw fail(`${what} could not be reached (${(err as Error).name === 'TimeoutError' ? `no answer within ${init.timeoutMs} ms` : (err as Error).message})`);
  }
  const text = await response.text();
  const answer = { status: response.status, headers: response.headers, body: undefined as unknown, excerpt: text.slice(0, 200) };
  if (!response.ok) return answer;
  try {
    return { ...answer, body: JSON.parse(text) };
  } catch {
    throw fail(`${what} answered something that is not JSON`);
  }
}
