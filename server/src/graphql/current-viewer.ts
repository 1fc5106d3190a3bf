import { createParameterDecorator } from 'type-graphql';
import type { AppContext } from './context';
import { unauthenticated } from '../shared/errors';
import type { Viewer } from '../modules/auth/viewer';

/** The signed-in viewer; throws UNAUTHENTICATED when there is none. */
export function CurrentViewer() {
  return createParameterDecorator<AppContext>(({ context }): Viewer => {
    if (!context.viewer) throw unauthenticated();
    return context.viewer;
  });
}
