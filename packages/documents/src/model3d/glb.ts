// The design as a binary glTF 2.0 file (GLB), written by glTF-Transform (@gltf-transform/core):
// one node and mesh per look (scene.ts), each a single triangle primitive with positions, normals
// and indices (16-bit while a mesh has 65,535 vertices or fewer, 32-bit past that), and a
// metallic-roughness material. No extensions, no textures, no timestamps, a fixed generator: the
// same design and catalogue give the same bytes. AR viewers (Scene Viewer, model-viewer) read it.
import { Document, Logger, NodeIO, type Node } from '@gltf-transform/core';
import type { DesignModel } from '@kubik/design/model';
import { designScene, type Scene3d } from './scene.ts';

/** The `asset.generator` of every file: no library version in it, so an upgrade alone changes no bytes. */
export const glbGenerator = 'Kubik';

export async function sceneGlb(scene: Scene3d): Promise<Uint8Array> {
  const doc = new Document();
  doc.setLogger(new Logger(Logger.Verbosity.ERROR));
  doc.getRoot().getAsset().generator = glbGenerator;
  const buffer = doc.createBuffer();
  const root: Node = doc.createNode(scene.name || 'Kubik');
  doc.createScene('Kubik').addChild(root);
  scene.meshes.forEach((m, i) => {
    if (m.indices.length === 0) return;
    const vertices = m.positions.length / 3;
    const material = doc
      .createMaterial(m.look.name)
      .setBaseColorFactor([m.look.colour[0], m.look.colour[1], m.look.colour[2], 1])
      .setRoughnessFactor(m.look.roughness)
      .setMetallicFactor(m.look.metalness);
    const position = doc.createAccessor().setType('VEC3').setArray(m.positions).setBuffer(buffer);
    const normal = doc.createAccessor().setType('VEC3').setArray(m.normals).setBuffer(buffer);
    const indices = doc
      .createAccessor()
      .setType('SCALAR')
      .setArray(vertices <= 65_535 ? Uint16Array.from(m.indices) : m.indices)
      .setBuffer(buffer);
    const primitive = doc
      .createPrimitive()
      .setAttribute('POSITION', position)
      .setAttribute('NORMAL', normal)
      .setIndices(indices)
      .setMaterial(material);
    const mesh = doc.createMesh(m.look.name).addPrimitive(primitive);
    root.addChild(doc.createNode(`${i + 1} ${m.look.name}`).setMesh(mesh));
  });
  return new NodeIO().setLogger(new Logger(Logger.Verbosity.ERROR)).writeBinary(doc);
}

/** The design's GLB (see designScene for what it holds). */
export function designGlb(model: DesignModel): Promise<Uint8Array> {
  return sceneGlb(designScene(model));
}
