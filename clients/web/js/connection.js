// The WebSocket link to partyd: `/ws`, subprotocol `partyline.v1`, one text message = one
// protocol frame, the welcome first. Requests get ids and promises; the link reconnects by
// itself with a growing delay and reports its status. WebSocket and timers are injectable.

/** The subprotocol partyd speaks. */
export const SUBPROTOCOL = 'partyline.v1';

/** The `/ws` URL on the page's own host (ws: or wss: as the page). */
export function socketUrl(loc) {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/ws`;
}

/** Delay before reconnect attempt `n` (1, 2, ...): 0.5 s doubling up to 8 s. */
export function backoffMs(n) {
  return Math.min(8000, 500 * 2 ** Math.max(0, n - 1));
}

/** An error from the server (or from the link going away). */
export class RequestError extends Error {
  /** `field`: the request field a `filtered` error names (Protocol/PROTOCOL.md §16.2). */
  constructor(code, message, field = undefined) {
    super(message || code);
    this.code = code;
    if (field !== undefined) this.field = field;
  }
}

export class Connection {
  /**
   * `onFrame(frame)` gets every frame that is not a reply; `onStatus(status, attempt)` gets
   * `connecting`, `open`, `reconnecting`, `offline`; `onOpen()` runs after each welcome.
   */
  constructor({ url, WebSocketImpl = globalThis.WebSocket, onFrame, onStatus, onOpen, timers = globalThis, pingEveryMs = 20000 }) {
    Object.assign(this, { url, WebSocketImpl, onFrame, onStatus, onOpen, timers, pingEveryMs });
    this.nextId = 1;
    this.pending = new Map();
    this.attempt = 0;
    this.ws = null;
    this.stopped = false;
    this.retryTimer = null;
    this.pingTimer = null;
    this.awaitingPong = false;
  }

  /** Open the link (and keep it open until stop()). */
  start() {
    this.stopped = false;
    this.open();
  }

  /** Close for good. */
  stop() {
    this.stopped = true;
    this.timers.clearTimeout(this.retryTimer);
    this.timers.clearInterval(this.pingTimer);
    if (this.ws) this.ws.close(1000);
    this.ws = null;
  }

  /** Reconnect now (the network came back), skipping the wait. */
  reconnectNow() {
    if (this.stopped || (this.ws && this.ready)) return;
    this.timers.clearTimeout(this.retryTimer);
    this.open();
  }

  /** The browser says the network is gone: close the link now (it reconnects by itself, at once on `reconnectNow`). */
  drop() {
    if (this.ws) this.ws.close(4001);
  }

  /** Whether requests can be sent now. */
  get isOpen() {
    return !!this.ws && this.ready;
  }

  open() {
    this.ready = false;
    this.status(this.attempt === 0 ? 'connecting' : 'reconnecting');
    let ws;
    try {
      ws = new this.WebSocketImpl(this.url, SUBPROTOCOL);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.ws = ws;
    ws.onmessage = (e) => this.receive(ws, e.data);
    ws.onclose = () => this.closed(ws);
    ws.onerror = () => {};
  }

  status(s) {
    this.onStatus?.(s, this.attempt);
  }

  receive(ws, data) {
    if (ws !== this.ws) return;
    let frame;
    try { frame = JSON.parse(data); } catch { return; }
    if (!frame || typeof frame !== 'object') return;
    if (!this.ready) {
      if (frame.type !== 'welcome') { this.onFrame?.(frame); return; }
      this.ready = true;
      this.attempt = 0;
      this.status('open');
      this.startPings();
      this.onOpen?.(frame);
      return;
    }
    if (frame.type === 'pong') { this.awaitingPong = false; }
    if (frame.re !== undefined && this.pending.has(frame.re)) {
      const { resolve, reject } = this.pending.get(frame.re);
      this.pending.delete(frame.re);
      if (frame.type === 'error') reject(new RequestError(frame.code, frame.message, frame.field));
      else resolve(frame);
      return;
    }
    if (frame.type !== 'pong') this.onFrame?.(frame);
  }

  startPings() {
    this.timers.clearInterval(this.pingTimer);
    this.awaitingPong = false;
    this.pingTimer = this.timers.setInterval(() => {
      if (this.awaitingPong) { this.ws?.close(4000); return; } // no pong for a whole period: the link is dead
      this.awaitingPong = true;
      this.sendRaw({ type: 'ping' });
    }, this.pingEveryMs);
  }

  closed(ws) {
    if (ws !== this.ws) return;
    this.ws = null;
    this.ready = false;
    this.timers.clearInterval(this.pingTimer);
    for (const { reject } of this.pending.values()) reject(new RequestError('disconnected', 'the connection closed'));
    this.pending.clear();
    if (this.stopped) { this.status('offline'); return; }
    this.scheduleRetry();
  }

  scheduleRetry() {
    this.attempt += 1;
    this.status('reconnecting');
    this.retryTimer = this.timers.setTimeout(() => this.open(), backoffMs(this.attempt));
  }

  sendRaw(obj) {
    if (!this.ws || !this.ready) return false;
    this.ws.send(JSON.stringify(obj));
    return true;
  }

  /** Send a request; resolves with the `ok` frame, rejects with a RequestError. */
  request(type, params = {}) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (!this.sendRaw({ type, id, ...params })) {
        reject(new RequestError('disconnected', 'not connected'));
        return;
      }
      this.pending.set(id, { resolve, reject });
    });
  }
}
