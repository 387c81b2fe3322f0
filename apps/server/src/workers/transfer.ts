// Bytes a worker thread hands back without a copy.
import { Piscina } from 'piscina';

/** The bytes as a whole ArrayBuffer of their own, moved (not copied) to the thread that asked. */
export function moved(bytes: Uint8Array): Uint8Array {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
  return Piscina.move(whole) as Uint8Array;
}
