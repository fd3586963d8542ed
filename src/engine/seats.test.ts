import { describe, it, expect } from 'vitest';
import { SEATS, distance, isSeat, nextSeat, othersInPlayOrder, previousSeat, seatsBetween } from './seats';

describe('seats in play order (Harr, Illustration No. 3)', () => {
  it('East, South, West, North, and round again', () => {
    expect(SEATS).toEqual(['East', 'South', 'West', 'North']);
    expect(nextSeat('North')).toBe('East');
    expect(nextSeat('East', 2)).toBe('West');
    expect(previousSeat('East')).toBe('North');
    expect(previousSeat('South')).toBe('East');
  });
  it('distance counts the steps of play order, wrapping round', () => {
    expect(distance('East', 'South')).toBe(1);
    expect(distance('North', 'East')).toBe(1);
    expect(distance('North', 'West')).toBe(3);
    expect(distance('West', 'West')).toBe(0);
    for (const a of SEATS) for (const b of SEATS) if (a !== b) expect(distance(a, b) + distance(b, a)).toBe(4);
  });
  it('seatsBetween gives the seats that lose their turn', () => {
    expect(seatsBetween('South', 'East')).toEqual(['West', 'North']);
    expect(seatsBetween('East', 'South')).toEqual([]);
    expect(seatsBetween('North', 'South')).toEqual(['East']);
  });
  it('othersInPlayOrder starts with the next seat', () => {
    expect(othersInPlayOrder('West')).toEqual(['North', 'East', 'South']);
  });
  it('isSeat accepts only the four names', () => {
    expect(isSeat('East')).toBe(true);
    expect(isSeat('east')).toBe(false);
  });
});
