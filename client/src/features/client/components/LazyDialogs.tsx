import { lazy } from 'react';
import { lazyDialog } from '../../../components/dialogs/lazyDialog';
import type { EditRequestDialog as EditRequestDialogView } from './EditRequestDialog';

/** EditRequestDialog (its form and rules), downloaded the first time a request is edited. */
export const EditRequestDialog = lazyDialog<Parameters<typeof EditRequestDialogView>[0]>(() => import('./EditRequestDialog').then((m) => m.EditRequestDialog), (p) => p.request !== null);

/** The client's note form, shown in an open request's dialog: downloaded with that dialog's first opening, not with the list. */
export const ClientNoteForm = lazy(() => import('./ClientNoteForm').then((m) => ({ default: m.ClientNoteForm })));
