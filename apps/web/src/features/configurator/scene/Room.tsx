// The room the furniture stands in: its floor and walls (room elements), free-standing walls
// (wall elements) and, without a room, a plain floor with a 100 mm grid to place cubes on.
// A selected wall or room is tinted; a dragged wall follows the pointer (Follow).
import { useMemo } from 'react';
import type { Room as RoomElement, Wall } from '@kubik/design/schema/elements';
import type { Editor } from '../editor/editor.ts';
import { colourHex } from './colours.ts';
import { Follow } from './Overlays.tsx';
import { M } from './units.ts';

const selectedWall = '#8fb0ea';

export function Room({ editor, rooms, walls, selected }: { editor: Editor; rooms: RoomElement[]; walls: Wall[]; selected: ReadonlySet<string> }) {
  return (
    <group>
      {rooms.length === 0 ? <Floor /> : null}
      {rooms.map((room) => (
        <RoomShell key={room.id} room={room} selected={selected.has(room.id)} />
      ))}
      {walls.map((wall) => (
        <Follow key={wall.id} editor={editor} element={wall}>
          <FreeWall wall={wall} selected={selected.has(wall.id)} />
        </Follow>
      ))}
    </group>
  );
}

function Floor() {
  return (
    <group>
      <mesh name="floor" rotation-x={-Math.PI / 2} receiveShadow>
        <planeGeometry args={[60, 60]} />
        <meshStandardMaterial color="#ece5db" roughness={0.95} />
      </mesh>
      <gridHelper args={[20, 200, '#d3c8ba', '#e1d8cc']} position={[0, 0.0005, 0]} />
    </group>
  );
}

function RoomShell({ room, selected }: { room: RoomElement; selected: boolean }) {
  const x0 = (room.origin?.x ?? 0) * M;
  const z0 = (room.origin?.z ?? 0) * M;
  const w = room.width * M, d = room.depth * M, h = room.height * M;
  const t = 0.1;
  const wallColour = selected ? selectedWall : colourHex(room.wallColour, '#efe9e1');
  return (
    <group>
      <mesh name="floor" rotation-x={-Math.PI / 2} position={[x0 + w / 2, 0, z0 + d / 2]} receiveShadow>
        <planeGeometry args={[w, d]} />
        <meshStandardMaterial color={colourHex(room.floorColour, '#d9c3a3')} roughness={0.9} />
      </mesh>
      {/* The back and left walls only, so the camera can always look in from the front-right. */}
      <mesh position={[x0 + w / 2, h / 2, z0 - t / 2]} receiveShadow>
        <boxGeometry args={[w + 2 * t, h, t]} />
        <meshStandardMaterial color={wallColour} roughness={1} />
      </mesh>
      <mesh position={[x0 - t / 2, h / 2, z0 + d / 2]} receiveShadow>
        <boxGeometry args={[t, h, d]} />
        <meshStandardMaterial color={wallColour} roughness={1} />
      </mesh>
    </group>
  );
}

function FreeWall({ wall, selected }: { wall: Wall; selected: boolean }) {
  const placed = useMemo(() => {
    const dx = (wall.end.x - wall.start.x) * M, dz = (wall.end.z - wall.start.z) * M;
    const length = Math.hypot(dx, dz);
    return {
      length,
      angle: -Math.atan2(dz, dx),
      center: [wall.start.x * M + dx / 2, ((wall.height ?? 2500) * M) / 2, wall.start.z * M + dz / 2] as const,
    };
  }, [wall]);
  const h = (wall.height ?? 2500) * M;
  const t = (wall.thickness ?? 100) * M;
  return (
    <mesh position={[...placed.center]} rotation-y={placed.angle} castShadow receiveShadow>
      <boxGeometry args={[placed.length, h, t]} />
      <meshStandardMaterial color={selected ? selectedWall : colourHex(wall.colour, '#ebe5dc')} roughness={1} />
    </mesh>
  );
}
