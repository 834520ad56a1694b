// This machine is offline, and Firebase's popup sign-in (the app's side and the Auth emulator's
// helper iframe alike) loads Google's gapi script from apis.google.com to talk across the two
// origins. In its place the browser gets this stand-in: gapi.load and the few gapi.iframes calls
// both sides make (open, ping, restyle, register, send), carried by postMessage.
import type { BrowserContext } from 'playwright-core';

function standIn() {
  type Reply = (responses: unknown[]) => void;
  const handlers: Record<string, (data: unknown) => unknown> = {};
  const waiting: Record<number, Reply> = {};
  let sent = 0;
  const channel = (target: () => Window | null) => ({
    register: (name: string, handler: (data: unknown) => unknown) => void (handlers[name] = handler),
    send: (name: string, data: unknown, reply?: Reply) => {
      waiting[(sent += 1)] = reply ?? (() => {});
      target()?.postMessage({ gapiStandIn: 'call', id: sent, name, data }, '*');
    },
  });
  const readyFrames = new Set<MessageEventSource>();
  const onReady: (() => void)[] = [];
  window.addEventListener('message', (e) => {
    const m = e.data as { gapiStandIn?: string; id: number; name: string; data: unknown; responses: unknown[] };
    if (m?.gapiStandIn === 'ready' && e.source) {
      readyFrames.add(e.source);
      onReady.splice(0).forEach((f) => f());
    } else if (m?.gapiStandIn === 'call') {
      // a handler the other side has not registered yet gets the call a moment later
      const answer = (tries: number) => {
        const handler = handlers[m.name];
        if (!handler && tries > 0) return void setTimeout(() => answer(tries - 1), 50);
        (e.source as Window).postMessage({ gapiStandIn: 'reply', id: m.id, responses: [handler?.(m.data)] }, '*');
      };
      answer(100);
    } else if (m?.gapiStandIn === 'reply') {
      waiting[m.id]?.(m.responses);
      delete waiting[m.id];
    }
  });
  const context = {
    open(
      options: { where: HTMLElement; url: string; attributes?: { style?: Record<string, string> } },
      opened: (iframe: unknown) => unknown,
    ) {
      const element = document.createElement('iframe');
      element.src = options.url;
      Object.assign(element.style, options.attributes?.style ?? {});
      options.where.appendChild(element);
      const iframe = {
        ...channel(() => element.contentWindow),
        restyle: () => Promise.resolve(),
        ping: (ready: () => void) =>
          new Promise<void>((resolve) => {
            const check = () =>
              element.contentWindow && readyFrames.has(element.contentWindow)
                ? (ready(), resolve())
                : onReady.push(check);
            check();
          }),
      };
      return opened(iframe);
    },
    getParentIframe: () => channel(() => window.parent),
  };
  const gapi = {
    load: (_module: string, o: { callback: () => void }) => setTimeout(o.callback),
    iframes: { getContext: () => context, CROSS_ORIGIN_IFRAMES_FILTER: 'any' },
  };
  Object.assign(window, { gapi });
  if (window.parent !== window) window.parent.postMessage({ gapiStandIn: 'ready' }, '*');
  const onload = new URL((document.currentScript as HTMLScriptElement).src).searchParams.get('onload') ?? 'gapi_onload';
  (window as unknown as Record<string, (() => void) | undefined>)[onload]?.();
}

/** Serves the stand-in wherever a page of this browser context asks for Google's gapi script. */
export function standInForGoogleScripts(context: BrowserContext) {
  return context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `(${standIn.toString()})();` }),
  );
}
