import { describe, expect, it } from 'vitest';
import { customerKinds, visibleKinds, workshopKinds } from './DrawerTabs.tsx';

describe('the side panel tabs (decision 0018)', () => {
  it('shows customers their five tabs, and a workshop tab only while it is open', () => {
    expect(visibleKinds(false, 'cube')).toEqual(['design', 'cube', 'shelf', 'slidingDoor', 'bar']);
    expect(visibleKinds(false, 'wall')).toEqual(['design', 'cube', 'shelf', 'slidingDoor', 'bar', 'wall']);
    for (const open of [...customerKinds, ...workshopKinds])
      expect(visibleKinds(false, open).length).toBeLessThanOrEqual(6);
  });

  it('shows all ten with the advanced tools on, the workshop last', () => {
    expect(visibleKinds(true, 'design')).toEqual([...customerKinds, 'connector', 'room', 'wall', 'line', 'text']);
  });
});
