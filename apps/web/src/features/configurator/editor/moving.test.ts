import { describe, expect, it } from 'vitest';
import type { Cube, Element } from '@kubik/design/schema/elements';
import { isDraggable, snapOffset, translate } from './moving.ts';

const el = (value: unknown) => value as Element;
const cube = (x: number, y: number, z: number): Cube =>
  ({ id: `c${x}`, kind: 'cube', position: { x, y, z }, size: { width: 400, height: 400, depth: 400 } }) as Cube;

describe('dragging walls, lines, labels, connectors, bars and shelves', () => {
  const wall = el({ id: 'w', kind: 'wall', start: { x: 0, z: -100 }, end: { x: 2000, z: -100 }, height: 2500 });
  const line = el({
    id: 'l',
    kind: 'line',
    start: { x: 0, y: 400, z: 400 },
    end: { x: 800, y: 400, z: 400 },
    offset: 150,
  });
  const text = el({ id: 't', kind: 'text', position: { x: 400, y: 650, z: 400 }, text: 'Kubik' });

  it('knows what moves: not a hanging rail, not a door, not a room', () => {
    expect([wall, line, text].every(isDraggable)).toBe(true);
    expect(isDraggable(el({ id: 'b', kind: 'bar', cube: 'a' }))).toBe(false);
    expect(isDraggable(el({ id: 'b', kind: 'bar', start: { x: 0, y: 0, z: 0 }, end: { x: 1, y: 0, z: 0 } }))).toBe(
      true,
    );
    expect(isDraggable(el({ id: 'd', kind: 'slidingDoor', cubes: ['a', 'b'] }))).toBe(false);
    expect(isDraggable(el({ id: 'r', kind: 'room', width: 1, depth: 1, height: 1 }))).toBe(false);
  });

  it('slides a wall on the floor: its start lands on the 100 mm grid, both ends move, height never', () => {
    // Dragged 437 mm right and 262 mm forward (and 300 mm up, which a wall ignores).
    const offset = snapOffset(wall, { x: 437, y: 300, z: 262 });
    expect(offset).toEqual({ x: 400, y: 0, z: 300 });
    expect(translate(wall, offset)).toMatchObject({
      start: { x: 400, z: 200 },
      end: { x: 2400, z: 200 },
      height: 2500,
    });
  });

  it('moves a dimension line and a label on the 50 mm grid, in the plane facing the view', () => {
    // Front view: the plane faces z, so z is locked.
    expect(snapOffset(line, { x: 138, y: -24, z: 90 }, [], ['z'])).toEqual({ x: 150, y: 0, z: 0 });
    expect(snapOffset(text, { x: -30, y: 80, z: 0 }, [], ['z'])).toEqual({ x: -50, y: 100, z: 0 });
    expect(translate(line, { x: 150, y: 0, z: 0 })).toMatchObject({
      start: { x: 150, y: 400, z: 400 },
      end: { x: 950, y: 400, z: 400 },
      offset: 150,
    });
  });

  it('keeps lines and labels above the floor', () => {
    expect(snapOffset(line, { x: 0, y: -900, z: 0 })).toEqual({ x: 0, y: -400, z: 0 });
    expect(translate(text, snapOffset(text, { x: 0, y: -2000, z: 0 }))).toMatchObject({ position: { y: 0 } });
  });

  it('puts a connector on the nearest cube edge within reach, else on the grid', () => {
    const connector = el({ id: 'k', kind: 'connector', at: { x: 0, y: 0, z: 200 } });
    const cubes = [cube(0, 0, 0), cube(400, 0, 0)];
    // Dragged to x 370, y 430: the edge at x 400 and the top at y 400 are within 60 mm.
    expect(snapOffset(connector, { x: 370, y: 430, z: 0 }, cubes, ['z'])).toEqual({ x: 400, y: 400, z: 0 });
    // Far from any edge: the 50 mm grid.
    expect(snapOffset(connector, { x: 1230, y: 0, z: 0 }, cubes, ['z'])).toEqual({ x: 1250, y: 0, z: 0 });
  });

  it("moves both ends of a frame bar, its start onto a cube's edge", () => {
    const bar = el({ id: 'b', kind: 'bar', start: { x: 0, y: 400, z: 400 }, end: { x: 400, y: 400, z: 400 } });
    const offset = snapOffset(bar, { x: 420, y: -10, z: 0 }, [cube(0, 0, 0), cube(400, 0, 0)], ['z']);
    expect(offset).toEqual({ x: 400, y: 0, z: 0 });
    expect(translate(bar, offset)).toMatchObject({ start: { x: 400 }, end: { x: 800 } });
  });

  it('raises a shelf in 10 mm steps, never below 1 mm, never sideways', () => {
    const shelf = el({ id: 's', kind: 'shelf', cubes: ['a'], height: 200 });
    expect(snapOffset(shelf, { x: 300, y: 57, z: 80 })).toEqual({ x: 0, y: 60, z: 0 });
    expect(translate(shelf, { x: 0, y: 60, z: 0 })).toMatchObject({ height: 260 });
    expect(translate(shelf, { x: 0, y: -500, z: 0 })).toMatchObject({ height: 1 });
  });
});
