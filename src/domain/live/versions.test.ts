import { describe, expect, it } from 'vitest';
import { LiveMessageType, POS_BROWSER_ID } from '../model/live-message.ts';
import { stepVersion } from './versions.ts';

const change = (liveVersion: number, fromBrowserId = POS_BROWSER_ID) => ({
  fromBrowserId,
  messageType: LiveMessageType.UpdateGuestNumber,
  data: { guestCount: 2, liveVersion, changedBy: 'bo' },
});
const tableVersion = (liveVersion: number) => ({
  fromBrowserId: POS_BROWSER_ID,
  messageType: LiveMessageType.TableVersion,
  data: { liveVersion },
});

describe('stepVersion: a gap is a change never heard of', () => {
  it('takes the first version after a (re)connect as the starting point', () => {
    expect(stepVersion(null, change(40))).toEqual({ highest: 40, gap: false });
    expect(stepVersion(null, tableVersion(40))).toEqual({ highest: 40, gap: false });
  });

  it('sees a gap when a change is more than one step ahead', () => {
    expect(stepVersion(5, change(6))).toEqual({ highest: 6, gap: false });
    expect(stepVersion(5, change(7))).toEqual({ highest: 7, gap: true });
  });

  it('takes the same version again for no gap: a placement’s cart and notice share one', () => {
    expect(stepVersion(6, change(6))).toEqual({ highest: 6, gap: false });
  });

  it('keeps the highest when a late message arrives', () => {
    expect(stepVersion(9, change(7))).toEqual({ highest: 9, gap: false });
  });

  it('sees a gap when the table version is ahead of what was heard, and none when equal', () => {
    expect(stepVersion(5, tableVersion(6))).toEqual({ highest: 6, gap: true });
    expect(stepVersion(5, tableVersion(5))).toEqual({ highest: 5, gap: false });
    expect(stepVersion(5, tableVersion(4))).toEqual({ highest: 5, gap: false });
  });

  it('counts nothing a diner or a versionless message says', () => {
    expect(stepVersion(5, change(90, 'peer'))).toEqual({ highest: 5, gap: false });
    const bare = { fromBrowserId: POS_BROWSER_ID, messageType: 'menuChanged', data: {} };
    expect(stepVersion(5, bare)).toEqual({ highest: 5, gap: false });
  });
});
