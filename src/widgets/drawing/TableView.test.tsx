// @vitest-environment happy-dom
/**
 * The shared table: each seat drawn at its spot, met in the order of the
 * table (across, left, right, the discards, the foot), and a named,
 * focusable group only when asked to be one.
 */
import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { Place, Seat, SeatState } from '../../engine';
import { TableView } from './TableView';

const empty: SeatState = { concealed: ['1c', '2c', '3c'], melds: [] };
const seat = (name: Seat, place: Place | null, spot?: Place) => ({ seat: name, place, spot, state: empty, shown: false, notes: [] });

describe('TableView', () => {
  it('draws the seats across, left, right, then the discards, then the foot, whatever order they come in', () => {
    const { container } = render(
      <TableView seats={[seat('North', 'self'), seat('East', 'right'), seat('West', 'left'), seat('South', 'opposite')]}>
        <p>the discards</p>
      </TableView>,
    );
    const order = [...container.querySelectorAll('.board__table > *')].map((el) => el.className);
    expect(order).toEqual(['seat seat--opposite', 'seat seat--left', 'seat seat--right', 'board__centre', 'seat seat--self']);
    expect(screen.getByRole('heading', { name: 'North (you)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'East (on your right)' })).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('places a seat by its spot when it has no place of its own (a puzzle: East at the foot)', () => {
    const { container } = render(
      <TableView seats={[seat('East', null, 'self'), seat('South', null, 'right'), seat('West', null, 'opposite'), seat('North', null, 'left')]}>
        <p>the discards</p>
      </TableView>,
    );
    expect(container.querySelector('.seat--self h4')?.textContent?.trim()).toBe('East');
    expect(container.querySelector('.seat--right h4')?.textContent?.trim()).toBe('South');
  });

  it('is one focusable group when it has a label (the replay)', () => {
    render(
      <TableView label="The table, at the start" seats={[seat('East', 'self')]}>
        <p>the discards</p>
      </TableView>,
    );
    const table = screen.getByRole('group', { name: 'The table, at the start' });
    expect(table.tabIndex).toBe(0);
  });
});
