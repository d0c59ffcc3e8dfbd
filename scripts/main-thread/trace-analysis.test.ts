import { describe, expect, it } from 'vitest';
import { libraryOfSource } from './libraries';
import {
  CONTENT_MARK,
  categoryOf,
  cpuProfileOf,
  findMainThread,
  interactiveAt,
  mainThreadTime,
  PROBE_URL,
  type TraceEvent,
} from './trace-analysis';

const X = (name: string, ts: number, dur: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  cat: 'devtools.timeline',
  ph: 'X',
  ts,
  dur,
  pid: 1,
  tid: 1,
  ...extra,
});

describe('categoryOf', () => {
  it('sorts events into scripting, style, layout and other, and lets unknown ones inherit', () => {
    expect(categoryOf('FunctionCall')).toBe('scripting');
    expect(categoryOf('v8.compileModule')).toBe('scripting');
    expect(categoryOf('V8.GC_SCAVENGER')).toBe('scripting');
    expect(categoryOf('MinorGC')).toBe('scripting');
    expect(categoryOf('UpdateLayoutTree')).toBe('style');
    expect(categoryOf('Layout')).toBe('layout');
    expect(categoryOf('Paint')).toBe('other');
    expect(categoryOf('RunTask')).toBe('other');
    expect(categoryOf('SomethingNew')).toBeUndefined();
  });
});

describe('mainThreadTime', () => {
  it('counts self time, so a layout forced by script is layout, not scripting', () => {
    const events = [
      X('RunTask', 0, 100),
      X('FunctionCall', 10, 80),
      X('Layout', 20, 30),
      X('SomethingNew', 60, 10), // inherits scripting from FunctionCall
      X('Paint', 95, 5),
    ];
    const { wall } = mainThreadTime(events, 1, 1, 0, 1000);
    expect(wall).toEqual({ scripting: 50, style: 0, layout: 30, other: 20, probe: 0 });
  });

  it('clips events to the window and ignores other threads', () => {
    const events = [X('FunctionCall', 0, 100), X('FunctionCall', 0, 100, { tid: 2 })];
    expect(mainThreadTime(events, 1, 1, 50, 80).wall.scripting).toBe(30);
  });

  it('scales by thread time, an event without one taking its parent ratio', () => {
    const events = [
      { ...X('RunTask', 0, 100), tdur: 50 } as TraceEvent,
      X('EventDispatch', 0, 100),
      { ...X('FunctionCall', 0, 40), tdur: 40 } as TraceEvent,
    ];
    const { cpu, wall } = mainThreadTime(events, 1, 1, 0, 1000);
    expect(wall.scripting).toBe(100);
    // EventDispatch: 100 wall at the task's 0.5 = 50, less its child's 40 = 10; FunctionCall 40.
    expect(cpu.scripting).toBeCloseTo(50);
  });

  it("leaves the probe's own script out", () => {
    const events = [
      X('RunTask', 0, 100),
      X('FunctionCall', 0, 20, { args: { data: { url: PROBE_URL } } }),
      X('FunctionCall', 50, 10),
    ];
    const { wall } = mainThreadTime(events, 1, 1, 0, 1000);
    expect(wall.probe).toBe(20);
    expect(wall.scripting).toBe(10);
  });
});

describe('interactiveAt', () => {
  const task = (ts: number, dur: number) => ({ ts, dur, cpuShare: 1 });

  it('is the content mark when no long task follows', () => {
    expect(interactiveAt([task(0, 80_000), task(1_000_000, 10_000)], 500_000, 2_000_000)).toBe(
      500_000,
    );
  });

  it('moves to the end of the last long task before a quiet 500 ms', () => {
    const tasks = [task(100_000, 60_000), task(400_000, 100_000), task(1_200_000, 60_000)];
    expect(interactiveAt(tasks, 120_000, 2_000_000)).toBe(500_000);
  });

  it('is unknown when the trace ends inside the window', () => {
    expect(interactiveAt([], 100_000, 400_000)).toBeUndefined();
  });
});

describe('findMainThread', () => {
  it('takes the renderer thread of the mark and the navigation of the URL', () => {
    const url = 'http://127.0.0.1:1/';
    const nav = (pid: number, ts: number, documentLoaderURL: string): TraceEvent => ({
      name: 'navigationStart',
      cat: 'blink.user_timing',
      ph: 'R',
      ts,
      pid,
      tid: pid,
      args: { data: { documentLoaderURL, navigationId: `n${ts}` } },
    });
    const events = [
      nav(7, 5, ''),
      nav(9, 10, url),
      nav(9, 20, ''),
      { ...nav(9, 400, ''), name: CONTENT_MARK },
    ];
    expect(findMainThread(events, url)).toMatchObject({
      pid: 9,
      tid: 9,
      navigationStart: 10,
      contentReady: 400,
    });
  });
});

describe('cpuProfileOf', () => {
  it('puts the samples in time order, each standing for the gap to the next', () => {
    const events: TraceEvent[] = [
      {
        name: 'Profile',
        cat: 'p',
        ph: 'P',
        ts: 0,
        pid: 1,
        tid: 1,
        id: '0x1',
        args: { data: { startTime: 1000 } },
      },
      {
        name: 'ProfileChunk',
        cat: 'p',
        ph: 'P',
        ts: 5,
        pid: 1,
        tid: 3,
        id: '0x1',
        args: {
          data: {
            cpuProfile: {
              nodes: [{ id: 1, callFrame: { functionName: '(root)' } }],
              samples: [1, 1, 1],
            },
            timeDeltas: [100, 300, -100],
          },
        },
      },
    ];
    const { samples } = cpuProfileOf(events, 1, 1);
    expect(samples.map((s) => [s.ts, s.dur])).toEqual([
      [1100, 200],
      [1300, 100],
      [1400, 0],
    ]);
  });
});

describe('libraryOfSource', () => {
  it('buckets original paths by package', () => {
    expect(libraryOfSource('../../node_modules/react-dom/cjs/x.js').library).toBe('React DOM');
    expect(libraryOfSource('../../node_modules/scheduler/index.js').library).toBe('React DOM');
    expect(libraryOfSource('../../node_modules/react-router/dist/a.mjs').library).toBe('router');
    expect(libraryOfSource('../../node_modules/@emotion/hash/dist/a.js')).toEqual({
      library: 'Chakra/Emotion',
      source: '@emotion/hash',
    });
    expect(libraryOfSource('../../node_modules/stylis/src/Parser.js').library).toBe(
      'Chakra/Emotion',
    );
    expect(libraryOfSource('../../node_modules/dexie/dist/dexie.js').library).toBe('Dexie');
    expect(libraryOfSource('../../node_modules/zod/v4/core/core.js').library).toBe('zod');
    expect(libraryOfSource('../../../web/src/app/theme.ts')).toEqual({
      library: 'our code',
      source: 'web/src/app/theme.ts',
    });
    expect(libraryOfSource('../../../shared/src/schemas/trip.ts').library).toBe('our code');
    expect(libraryOfSource('../../node_modules/lucide-react/dist/a.js')).toEqual({
      library: 'other',
      source: 'lucide-react',
    });
  });
});
