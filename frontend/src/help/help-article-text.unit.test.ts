import { describe, expect, it } from 'vitest';
import { parseHelpArticle, withPermissionLabels } from './help-article-text';

const text = `The intro.

## Add a room
Before the steps.

1. Open Rooms.
2. Choose Add room.

After the steps.

> A tip.

## Archive
Archived rooms are hidden.

---
access: Everyone signed in sees the rooms.
permissions: view_services, edit_services
related: devices, classes
`;

describe('a help article’s text', () => {
  it('reads as intro, sections (paragraphs, steps, paragraphs after the steps, tips), access and related topics', () => {
    expect(parseHelpArticle(text)).toEqual({
      intro: ['The intro.'],
      sections: [
        {
          heading: 'Add a room',
          paragraphs: ['Before the steps.'],
          steps: ['Open Rooms.', 'Choose Add room.'],
          afterSteps: ['After the steps.'],
          tips: ['A tip.'],
        },
        { heading: 'Archive', paragraphs: ['Archived rooms are hidden.'] },
      ],
      access: { summary: 'Everyone signed in sees the rooms.', permissions: ['view_services', 'edit_services'] },
      related: ['devices', 'classes'],
    });
  });

  it('refuses an unknown permission or topic, and a text without its access lines', () => {
    expect(() => parseHelpArticle(text.replace('view_services', 'view_everything'))).toThrow('unknown permission or topic view_everything');
    expect(() => parseHelpArticle(text.replace('devices', 'teleportation'))).toThrow('teleportation');
    expect(() => parseHelpArticle('The intro.')).toThrow('no "---" line');
  });
});

describe('permission names in an article', () => {
  it('are shown as their labels, quoted, and other words with underscores are left alone', () => {
    expect(withPermissionLabels('Changing it needs edit_locations or view_own_schedule.')).toBe(
      'Changing it needs “Create and edit locations” or “View own schedule”.',
    );
    expect(withPermissionLabels('A file named price_list_2024 stays.')).toBe('A file named price_list_2024 stays.');
  });

  it('are replaced in the paragraphs and the access summary, while the list keeps the names', () => {
    const parsed = parseHelpArticle(
      text
        .replace('Archived rooms are hidden.', 'Archiving needs edit_services.')
        .replace('Everyone signed in sees the rooms.', 'Seeing needs view_services.'),
    );
    expect(parsed.sections[1]?.paragraphs).toEqual(['Archiving needs “Edit services, classes, rooms and devices”.']);
    expect(parsed.access).toEqual({
      summary: 'Seeing needs “View services, classes, rooms and devices”.',
      permissions: ['view_services', 'edit_services'],
    });
  });
});
