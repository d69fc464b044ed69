import { type ReactNode, Suspense, useId } from 'react';

// Hydrating a server-drawn page part by part (docs/decisions/0010-server-rendering.md): each part
// waits for a task of its own, in page order, so the page becomes interactive in many short tasks
// instead of one long one and a tap between them is answered at once. Preact keeps the server's
// DOM of a part that waits. Parts mounted later, outside hydration, render at once.

let hydrating = false;
const granted = new Set<string>();
const waiting = new Map<string, Promise<void>>();
const queue: (() => void)[] = [];
let finished = () => {};
const channel = typeof MessageChannel === 'undefined' ? undefined : new MessageChannel();

/** Starts the next part in the queue, in a task of its own (MessageChannel: no timer clamping). */
function nextTurn() {
  const turn = queue.shift();
  if (!turn) {
    hydrating = false;
    finished();
    return;
  }
  turn();
  channel?.port2.postMessage(null);
}
if (channel) channel.port1.onmessage = nextTurn;

/**
 * Runs `hydrate` (hydrateRoot) in a task of its own (not in the one that ran the page's code), the
 * parts taking their turns after it; resolves once every part is hydrated.
 */
export function hydrateInTurns(hydrate: () => void): Promise<void> {
  if (!channel) {
    hydrate();
    return Promise.resolve();
  }
  hydrating = true;
  queue.push(hydrate);
  channel.port2.postMessage(null);
  return new Promise((resolve) => {
    finished = resolve;
  });
}

/** The promise a part waits on: one per part, however often it is drawn meanwhile. */
function turnOf(id: string): Promise<void> {
  let turn = waiting.get(id);
  if (!turn) {
    turn = new Promise<void>((resolve) =>
      queue.push(() => {
        granted.add(id);
        waiting.delete(id);
        resolve();
      }),
    );
    waiting.set(id, turn);
  }
  return turn;
}

function Turn({ children }: { children: ReactNode }) {
  const id = useId();
  if (hydrating && !granted.has(id)) throw turnOf(id);
  return children;
}

/** `children` must draw one root element: the node Preact keeps while the part waits. */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn>{children}</Turn>
    </Suspense>
  );
}
