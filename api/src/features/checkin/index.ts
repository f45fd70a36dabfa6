/** The event day's entry: check-in at the desks, walk-ins, counts and the desks' roster. */
export { checkinRouter } from './router';
export { type CheckinService, createCheckinService } from './service';
export { type WalkInService, createWalkInService } from './walkIn';
