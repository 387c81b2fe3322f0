// The room the furniture stands in: its floor and back and left walls (a room element), free-standing
// walls (wall elements) and, without a room, a plain floor with a 100 mm grid to place cubes on.
// A selected wall or room is tinted. Rebuilt from the store when a wall or room changes (a dragged
// wall follows the pointer that way, without React).
import { BoxGeometry, Group, Mesh, MeshStandardMaterial, PlaneGeometry, type Material } from 'three';
import { floorGrid } from './floorGrid.ts';
import type { Element, Room, Wall } from '@kubik/design/schema/elements';
import { roomColourHex } from './colours.ts';
import { defaultBackdrop } from './studio.ts';
import { M } from './units.ts';

const selectedWall = '#cfdcf3';
const roomWall = '#efe9e1';
const roomFloor = '#d9c3a3';
export const defaultWallHeight = 2500;
export const defaultWallThickness = 100;
/** How thick the room's walls are drawn, mm (they stand outside the room's floor). */
export const roomWallMm = 100;

/** The back and left walls a room draws, as boxes in mm (for picking and the camera). */
export function roomWalls(
  room: Room,
): { min: { x: number; y: number; z: number }; max: { x: number; y: number; z: number } }[] {
  const x0 = room.origin?.x ?? 0,
    z0 = room.origin?.z ?? 0,
    t = roomWallMm;
  return [
    { min: { x: x0 - t, y: 0, z: z0 - t }, max: { x: x0 + room.width + t, y: room.height, z: z0 } },
    { min: { x: x0 - t, y: 0, z: z0 }, max: { x: x0, y: room.height, z: z0 + room.depth } },
  ];
}

export class RoomLayer {
  readonly group = new Group();
  /** The wall and floor colours the studio's light takes (the first room's, or the plain backdrop). */
  backdrop: { wall: string; floor: string } = defaultBackdrop;

  rebuild(elements: Iterable<Element>, selected: ReadonlySet<string>): void {
    this.clear();
    const rooms: Room[] = [];
    const walls: Wall[] = [];
    for (const el of elements) {
      if (el.kind === 'room') rooms.push(el);
      else if (el.kind === 'wall') walls.push(el);
    }
    const first = rooms[0];
    this.backdrop = first
      ? { wall: roomColourHex(first.wallColour, roomWall), floor: roomColourHex(first.floorColour, roomFloor) }
      : defaultBackdrop;
    if (rooms.length === 0) this.floor();
    for (const room of rooms) this.room(room, selected.has(room.id));
    for (const wall of walls) this.wall(wall, selected.has(wall.id));
  }

  dispose(): void {
    this.clear();
  }

  private clear(): void {
    for (const child of [...this.group.children]) {
      this.group.remove(child);
      child.traverse((node) => {
        const mesh = node as Mesh;
        mesh.geometry?.dispose();
        const material = mesh.material as Material | Material[] | undefined;
        if (Array.isArray(material)) material.forEach((m) => m.dispose());
        else material?.dispose();
      });
    }
  }

  private floor(): void {
    const floor = new Mesh(
      new PlaneGeometry(60, 60),
      new MeshStandardMaterial({ color: defaultBackdrop.floor, roughness: 0.95 }),
    );
    floor.name = 'floor';
    floor.rotation.x = -Math.PI / 2;
    this.group.add(floor, floorGrid(40, 40, { minor: '#d3c6b5', major: '#bfae98' }));
  }

  private room(room: Room, selected: boolean): void {
    const x0 = (room.origin?.x ?? 0) * M,
      z0 = (room.origin?.z ?? 0) * M;
    const w = room.width * M,
      d = room.depth * M,
      h = room.height * M,
      t = roomWallMm * M;
    const wallColour = selected ? selectedWall : roomColourHex(room.wallColour, roomWall);
    const floor = new Mesh(
      new PlaneGeometry(w, d),
      new MeshStandardMaterial({ color: roomColourHex(room.floorColour, roomFloor), roughness: 0.9 }),
    );
    floor.name = 'floor';
    floor.rotation.x = -Math.PI / 2;
    floor.position.set(x0 + w / 2, 0, z0 + d / 2);
    // The back and left walls only, so the camera can always look in from the front and right.
    const back = new Mesh(
      new BoxGeometry(w + 2 * t, h, t),
      new MeshStandardMaterial({ color: wallColour, roughness: 1 }),
    );
    back.position.set(x0 + w / 2, h / 2, z0 - t / 2);
    const left = new Mesh(new BoxGeometry(t, h, d), new MeshStandardMaterial({ color: wallColour, roughness: 1 }));
    left.position.set(x0 - t / 2, h / 2, z0 + d / 2);
    back.receiveShadow = left.receiveShadow = true;
    const grid = floorGrid(w, d, { minor: '#c9b595', major: '#b39d7a' });
    grid.position.set(x0 + w / 2, 0.0005, z0 + d / 2);
    this.group.add(floor, grid, back, left);
  }

  private wall(wall: Wall, selected: boolean): void {
    const dx = (wall.end.x - wall.start.x) * M,
      dz = (wall.end.z - wall.start.z) * M;
    const length = Math.hypot(dx, dz);
    const h = (wall.height ?? defaultWallHeight) * M,
      t = (wall.thickness ?? defaultWallThickness) * M;
    const mesh = new Mesh(
      new BoxGeometry(length, h, t),
      new MeshStandardMaterial({
        color: selected ? selectedWall : roomColourHex(wall.colour, '#ebe5dc'),
        roughness: 1,
      }),
    );
    mesh.position.set(wall.start.x * M + dx / 2, h / 2, wall.start.z * M + dz / 2);
    mesh.rotation.y = -Math.atan2(dz, dx);
    mesh.castShadow = mesh.receiveShadow = true;
    this.group.add(mesh);
  }
}
