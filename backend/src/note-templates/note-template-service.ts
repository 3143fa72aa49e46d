import type { NoteTemplateInput } from '@chairside/shared/note-templates/note-template-dto';
import { noteTemplateStream } from '@chairside/shared/note-templates/note-template-events';
import { findActiveNoteTemplateByName } from '@chairside/projections/note-templates/note-template-queries';
import { newId } from '../commands/command-context';
import { DomainError } from '../commands/domain-error';
import { handleCommand, type CommandContext } from '../commands/handle-command';
import { loadState } from '../commands/load-state';
import type { CommandOutcome, ServiceDeps } from '../commands/service-deps';
import { noteTemplateDecider } from './note-template-decider';

// Names are unique among the active templates (case-insensitive), so the desk picks the right one.
async function refuseTakenName(deps: Pick<ServiceDeps, 'readDb'>, name: string, self: string | null): Promise<void> {
  const existing = await findActiveNoteTemplateByName(deps.readDb, name);
  if (existing && existing !== self) throw new DomainError(`A note template named “${name}” already exists`, 409);
}

// Creates (id null: a new id, made after the checks that may refuse) or changes one template.
export async function saveNoteTemplate(
  deps: ServiceDeps,
  templateId: string | null,
  input: NoteTemplateInput,
  context: CommandContext,
): Promise<CommandOutcome> {
  await refuseTakenName(deps, input.name, templateId);
  const id = templateId ?? newId(context);
  const type = templateId ? 'ChangeNoteTemplate' : 'CreateNoteTemplate';
  const result = await handleCommand(deps.store, noteTemplateStream(id), noteTemplateDecider, { type, templateId: id, ...input }, context);
  return { id, result };
}

export async function changeNoteTemplate(
  deps: ServiceDeps,
  templateId: string,
  type: 'ArchiveNoteTemplate' | 'RestoreNoteTemplate',
  context: CommandContext,
): Promise<CommandOutcome> {
  const loaded = await loadState(deps.store, noteTemplateStream(templateId), noteTemplateDecider);
  // A restored template takes its name back among the active ones: it must still be free.
  if (type === 'RestoreNoteTemplate' && loaded.state.exists && loaded.state.archived)
    await refuseTakenName(deps, loaded.state.name, templateId);
  const result = await handleCommand(deps.store, loaded, noteTemplateDecider, { type, templateId }, context);
  return { id: templateId, result };
}
