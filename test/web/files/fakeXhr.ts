/** A fake XMLHttpRequest a test drives: progress in any size, an answer, an abort (msw answers at once). */
export class FakeXhr extends EventTarget {
  static made: FakeXhr[] = [];
  readonly upload = new EventTarget();
  withCredentials = false;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  aborted = false;
  constructor() {
    super();
    FakeXhr.made.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.dispatchEvent(new ProgressEvent('abort'));
  }
  /** The upload's progress as the browser reports it (lengthComputable false: a size the browser does not know). */
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { loaded, total, lengthComputable }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.dispatchEvent(new ProgressEvent('load'));
  }
}

export const lastXhr = () => FakeXhr.made[FakeXhr.made.length - 1];
