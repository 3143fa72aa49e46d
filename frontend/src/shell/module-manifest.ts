import type { ComponentType } from 'react';
import type { LiveTopic } from '@chairside/shared/live/live-topics';
import type { PermissionRequirement, PermissionSubject } from '@chairside/shared/identity/permissions';
import type { HelpTopicSlug } from '../help/help-topics';
import type { SidebarSlot } from './sidebar-layout';

export type SidebarSubject = PermissionSubject & { groups: readonly { name: string }[] };

// A screen's sidebar item: the SPEC §2.8 slot it fills (sidebar-layout.ts keeps the order), its label, who
// sees it in the full sidebar (everyone by default) and in the "basic staff" one (SPEC §6.3: nobody by default).
export type SidebarItem = {
  slot: SidebarSlot;
  label: string;
  shows?: (subject: SidebarSubject) => boolean;
  basicStaff?: (subject: SidebarSubject) => boolean;
};

export type QueryKeyRoots = readonly (readonly unknown[])[];

// One routed screen of a module: its path, its lazy page, the guard in front of it, its sidebar item and
// its help article (when the path's first segment is not the article's slug).
export type ModuleScreen = {
  path: string;
  // A stable name for the screen (tests and the route table name it).
  screen: string;
  page: ComponentType;
  guard?: PermissionRequirement;
  sidebar?: SidebarItem;
  helpTopic?: HelpTopicSlug;
};

// What a module can do: its one command hook file and every hook it exports. The manifest names them
// without importing them: a hook reaches use-command → live/topic-keys → shell/modules → the manifests, so
// a value import would be a cycle. Another module uses a command only through the module's index.ts.
export type ModuleCommands = {
  file: `hooks/use-${string}-commands.ts`;
  hooks: readonly `use${string}`[];
};

// Builds a manifest's `commands`, TypeScript checking each name against the file's exports:
//   import type * as commands from './hooks/use-note-template-commands';
//   commandHooks<typeof commands>('hooks/use-note-template-commands.ts', ['useSaveNoteTemplate', 'useNoteTemplateAction'])
// (module-manifest.unit.test.ts checks that the list is the file's whole list of hooks).
export function commandHooks<Hooks>(file: ModuleCommands['file'], hooks: readonly Extract<keyof Hooks, `use${string}`>[]): ModuleCommands {
  return { file, hooks };
}

// What a frontend module adds to the shell (its `manifest.ts`): its screens, its commands and, for each
// live topic it owns, the TanStack Query key roots the topic makes stale (the first key segment its queries use).
export type FrontendModule = {
  name: string;
  screens: readonly ModuleScreen[];
  commands?: ModuleCommands;
  topicKeys: Partial<Record<LiveTopic, QueryKeyRoots>>;
};
