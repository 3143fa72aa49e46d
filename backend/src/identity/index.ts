// The identity module's public entry: what other modules (team, clients, booking) and the workers may use.
// Everything else in this folder is the module's own.
export { hashPassword } from './passwords';
export {
  planAnonymiseUser,
  planRegisterUser,
  planSetUserActive,
  planSetUserGroups,
  planUpdateUserProfile,
  planUserState,
  type NewUser,
} from './user-service';
export { claimUniqueValue, claimedBy, releaseUniqueValue, uniqueValueRead } from './unique-values';
export { uniqueValueStream, userStream, type UniqueValueKind } from './identity-streams';
export { claimValues } from './claim-values';
export { RateLimited, sendRateLimited, spend } from './rate-limits';
// The demo groups and accounts, which the team's demo seed gives its staff (and tests sign in with).
export { registerUser } from './user-service';
export { demoGroups, demoPassword, demoUsers } from './demo-users';
