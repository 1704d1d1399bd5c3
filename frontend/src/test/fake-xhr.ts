/*
 * A stand-in for XMLHttpRequest (uploads with progress use it; fetch cannot report upload progress): each send
 * reports progress halfway and complete, then answers with what `answer` returns for the request.
 */
export interface XhrRequest {
  method: string;
  path: string;
  form: FormData;
}

type XhrAnswer = { status: number; body: unknown };

export function stubXhr(answer: (request: XhrRequest) => XhrAnswer): XhrRequest[] {
  const received: XhrRequest[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private contentType = 'application/json';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? this.contentType : null;
    }
    send(form: FormData) {
      const request = { method: this.method, path: new URL(this.url, 'http://localhost').pathname, form };
      received.push(request);
      const { status, body } = answer(request);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.contentType = status >= 400 ? 'application/problem+json' : 'application/json';
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return received;
}
