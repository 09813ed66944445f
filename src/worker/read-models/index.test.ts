import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { sequence } from '../../domain/event.fixture.ts';
import { foldAll } from '../../domain/fold.ts';
import { type AppState, initialAppState } from '../../domain/state.ts';
import { makeReadModels, readModelNames } from './index.ts';

describe('the read-model hub', () => {
  it('has a snapshot of every model at once', () => {
    const hub = makeReadModels(new BehaviorSubject(initialAppState));
    for (const name of readModelNames) expect(hub.snapshot(name)).toBeDefined();
    expect(hub.snapshot('persisted')).toMatchObject({ fingerprintId: null, subscribed: false });
    hub.close();
  });

  it('tells a subscriber only when its model changed', () => {
    const state$ = new BehaviorSubject<AppState>(initialAppState);
    const hub = makeReadModels(state$);
    const sessions: unknown[] = [];
    const persisted: unknown[] = [];
    const stop = hub.subscribe('session', (view) => sessions.push(view));
    hub.subscribe('persisted', (view) => persisted.push(view));
    const step = (events: Parameters<typeof sequence>[0]) =>
      state$.next(foldAll(state$.getValue(), sequence(events)));
    step([{ type: 'PopupOpened', payload: { popup: 'cart' } }]);
    expect(sessions).toHaveLength(1);
    step([{ type: 'MerchantInfoLoadFailed', payload: { merchantId: '1', message: 'x' } }]);
    expect(sessions).toHaveLength(2);
    expect(persisted).toHaveLength(1);
    step([{ type: 'GuestCountChanged', payload: { count: 3 } }]);
    expect(persisted).toHaveLength(2);
    expect(sessions).toHaveLength(3);
    stop();
    step([{ type: 'LocaleChanged', payload: { locale: 'zh-TW' } }]);
    expect(sessions).toHaveLength(3);
    expect(persisted).toHaveLength(3);
    hub.close();
  });
});
