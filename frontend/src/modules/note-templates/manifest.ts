import { lazy } from 'react';
import { commandHooks, type FrontendModule } from '../../shell/module-manifest';
import type * as commands from './hooks/use-note-template-commands';

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
  commands: commandHooks<typeof commands>('hooks/use-note-template-commands.ts', ['useSaveNoteTemplate', 'useNoteTemplateAction']),
  topicKeys: { 'note-templates': [['note-templates']] },
};
