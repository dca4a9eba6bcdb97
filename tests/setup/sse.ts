// A minimal Server-Sent Events reader for tests: parses the stream of a real fetch.
export interface SseEvent {
  event: string;
  id?: string;
  data: string;
  at: number;
}

export interface SseClient {
  events: SseEvent[];
  comments: string[];
  /** Resolves with the first event (already received or future) matching `pred`. */
  next(pred: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: "text/event-stream", ...headers }, signal: controller.signal });
  if (res.status !== 200 || !res.body) throw new Error(`SSE connect failed: ${res.status}`);
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const e: SseEvent = { event: "message", data: "", at: Date.now() };
          let hasField = false;
          for (const line of block.split("\n")) {
            const [field, value] = [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trimStart()];
            if (field === "") comments.push(value.trim());
            else if (field === "event") e.event = value;
            else if (field === "id") e.id = value;
            else if (field === "data") e.data += value;
            else continue;
            if (field !== "") hasField = true;
          }
          if (hasField && (e.data || e.id)) events.push(e);
          waiters.forEach((w) => w());
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    comments,
    next(pred, timeoutMs = 2000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(pred);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching SSE event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
