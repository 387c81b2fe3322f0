import { describe, expect, it } from 'vitest';
import { inquiryAddress } from './frozenAddress.ts';

const id = '0b7e6c1a-3f2d-4c59-9a8e-2f1d3c4b5a69';

describe('inquiryAddress', () => {
  it("reads an inquiry id and the item's position from 1", () => {
    expect(inquiryAddress(id, '1')).toEqual({ inquiry: id, seq: '1' });
    expect(inquiryAddress(id, '20')).toEqual({ inquiry: id, seq: '20' });
    expect(inquiryAddress(id, '0')).toBeNull();
    expect(inquiryAddress(id, '01')).toBeNull();
    expect(inquiryAddress(id, '2026-0042')).toBeNull();
    expect(inquiryAddress('not-an-id', '1')).toBeNull();
  });

  it('reads an inquiry number alone as its first item', () => {
    expect(inquiryAddress(undefined, '2026-0042')).toEqual({ inquiry: '2026-0042', seq: '1' });
    expect(inquiryAddress(undefined, '2026-10000')).toEqual({ inquiry: '2026-10000', seq: '1' });
    expect(inquiryAddress(undefined, '42')).toBeNull();
    expect(inquiryAddress(undefined, 'K-2026-00042')).toBeNull();
  });
});
