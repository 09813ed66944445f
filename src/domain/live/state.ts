export interface LiveState {
  readonly connected: boolean;
  /** Message types from peers this version does not know: logged, and kept here for diagnosis. */
  readonly unknownTypesSeen: readonly string[];
}

export const initialLiveState: LiveState = { connected: false, unknownTypesSeen: [] };
