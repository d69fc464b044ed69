// Reads a Chromium performance trace: for each input event, how long until a frame showing its
// effect was presented, counted from the input or from the frame's vsync tick, whichever came
// later — the browser's work for the update, without the idle wait for the next tick.

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  id2?: { local?: string };
  args?: { data?: { type?: string }; frame_reporter?: { state?: string } };
}

export const frameTraceCategories = ['devtools.timeline', 'disabled-by-default-devtools.timeline.frame'];

export function updateTimesMs(trace: Buffer, eventType: string): number[] {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = (Array.isArray(parsed) ? parsed : parsed.traceEvents).sort((a, b) => a.ts - b.ts);
  const open = new Map<string, TraceEvent>();
  const presented: { begin: number; end: number }[] = [];
  for (const e of events) {
    if (e.name !== 'PipelineReporter') continue;
    const id = e.id2?.local ?? '';
    if (e.ph === 'b') open.set(id, e);
    if (e.ph !== 'e') continue;
    const begin = open.get(id);
    open.delete(id);
    if (begin?.args?.frame_reporter?.state?.startsWith('STATE_PRESENTED'))
      presented.push({ begin: begin.ts, end: e.ts });
  }
  presented.sort((a, b) => a.end - b.end);
  const inputs = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === eventType);
  return inputs.flatMap((input) => {
    const handled = input.ts + (input.dur ?? 0);
    const frame = presented.find((f) => f.end > handled);
    return frame ? [(frame.end - Math.max(input.ts, frame.begin)) / 1000] : [];
  });
}
