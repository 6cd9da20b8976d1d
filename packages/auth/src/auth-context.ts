import { createContext } from 'react';
import type { AuthContextValue } from './auth-types';

/** The auth context; read it with `useAuth()`. Undefined outside an `AuthProvider`. */
export const AuthContext = createContext<AuthContextValue | undefined>(undefined);
