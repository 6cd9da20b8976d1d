import { useContext } from 'react';
import { AuthContext } from './auth-context';
import type { AuthContextValue } from './auth-types';

/** The auth state and actions of the nearest `AuthProvider`; throws outside one. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (value === undefined) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
