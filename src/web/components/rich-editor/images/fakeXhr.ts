/**
 * Test support (only the tests in this folder import it): a stand-in for the browser's
 * XMLHttpRequest that records the request and lets a test play the network's part, event by event,
 * as a browser would fire them. jsdom's own would try to reach a server.
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];

  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = "";
  responseType: XMLHttpRequestResponseType = "";
  withCredentials = false;
  aborted = false;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.requests.push(this);
  }

  static reset(): void {
    FakeXhr.requests = [];
  }

  /** The latest request, waiting for the test to answer it. */
  static last(): FakeXhr {
    const request = FakeXhr.requests[FakeXhr.requests.length - 1];
    if (!request) throw new Error("No request was sent.");
    return request;
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: unknown): void {
    this.body = body;
  }

  abort(): void {
    this.aborted = true;
    this.status = 0;
    this.onabort?.();
  }

  // The network's side.

  sent(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    this.onload?.();
  }

  /** The connection failed (offline, refused, reset): the browser fires `error` and no response. */
  fail(): void {
    this.onerror?.();
  }
}
