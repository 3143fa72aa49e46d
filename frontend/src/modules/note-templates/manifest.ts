import { lazy } from 'react';
import type { FrontendModule } from '../../shell/module-manifest';

export const noteTemplatesModule: FrontendModule = {
  name: 'note-templates',
  screens: [
    {
      path: '/note-templates',
      screen: 'note-templates',
      page: lazy(() => import('./note-templates-page').then((module) => ({ default: module.NoteTemplatesPage }))),
      sidebar: { slot: '/note-templates', label: 'Note Templates' },
    },
  ],
  topicKeys: { 'note-templates': [['note-templates']] },
};
