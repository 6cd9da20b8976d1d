import { useContext } from 'react';
import { AuthContext } from './AuthContext';
import type { AuthContextValue } from './authTypes';

/** The auth state and actions of the nearest `AuthProvider`; throws outside one. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (value === undefined) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
