// Everything inside the room (DESIGN §3): when the design has a room, every cube and every frame
// bar lies within its floor and below its ceiling. A design without a room has no such limit.
import type { DesignModel } from '../model.ts';
import type { Room } from '../schema/elements.ts';
import { finding, type Finding } from '../findings/finding.ts';

export function roomFindings(model: DesignModel): Finding[] {
  const rooms: Room[] = [];
  for (const el of model.elementList()) if (el.kind === 'room') rooms.push(el);
  const room = rooms[0];
  if (!room) return [];
  const findings: Finding[] = [];
  if (rooms.length > 1)
    findings.push(
      finding(
        'multiple_rooms',
        'warning',
        rooms.slice(1).map((r) => r.id),
        { id: room.id },
      ),
    );
  const ox = room.origin?.x ?? 0,
    oz = room.origin?.z ?? 0;
  const inside = (x0: number, y0: number, z0: number, x1: number, y1: number, z1: number) =>
    x0 >= ox && x1 <= ox + room.width && y0 >= 0 && y1 <= room.height && z0 >= oz && z1 <= oz + room.depth;
  for (const cell of model.cells.values()) {
    if (!inside(cell.x0, cell.y0, cell.z0, cell.x1, cell.y1, cell.z1))
      findings.push(finding('outside_room', 'error', [cell.id], { id: cell.id }));
  }
  for (const bar of model.bars()) {
    const { start: s, end: e } = bar;
    if (
      !inside(
        Math.min(s.x, e.x),
        Math.min(s.y, e.y),
        Math.min(s.z, e.z),
        Math.max(s.x, e.x),
        Math.max(s.y, e.y),
        Math.max(s.z, e.z),
      )
    ) {
      findings.push(finding('outside_room', 'error', [bar.element], { id: bar.element }));
    }
  }
  return findings;
}
