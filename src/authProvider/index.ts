export { authProvider, type AdminIdentity } from './authProvider';
export {
  login,
  logout,
  completeOtpLogin,
  fetchAdminProfile,
  getPendingOtpToken,
  clearPendingOtpToken,
  type Credentials,
  type LoginResult,
  type AdminProfile,
} from './session';
export { getToken, setToken, clearToken, hasToken } from './tokenStore';
