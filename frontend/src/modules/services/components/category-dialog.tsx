import { serviceCategoryInputSchema, type ServiceCategory, type ServiceCategoryInput } from '@chairside/shared/catalogue/catalogue-dto';
import { AddEditDialog, type SubmitDialogProps } from '../../../ui/form-dialog';
import { TextAreaField, TextField } from '../../../ui/form-field';
import { parseWith } from '../../../ui/form-problems';
import { useFormDraft } from '../../../ui/use-form-draft';

type CategoryDialogProps = SubmitDialogProps<ServiceCategoryInput> & {
  category: ServiceCategory | null;
};

export function CategoryDialog({ category, status, onSubmit, onClose }: CategoryDialogProps) {
  const form = useFormDraft({ name: category?.name ?? '', description: category?.description ?? '' });
  const submit = () => {
    const input = form.read(parseWith(serviceCategoryInputSchema, form.draft));
    if (input) onSubmit(input);
  };

  return (
    <AddEditDialog
      noun="category"
      editing={category}
      editTitle={(name) => `Edit category ${name}`}
      className="catalogue-dialog catalogue-dialog-small"
      status={status}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        id="category-name"
        label="Category name"
        hint="Unique; upper and lower case count as the same."
        problem={form.problems.name}
        autoFocus
        value={form.draft.name}
        onChange={(name) => form.change({ name }, 'all')}
      />
      <TextAreaField
        id="category-description"
        label="Description"
        hint="Optional."
        problem={form.problems.description}
        value={form.draft.description}
        onChange={(description) => form.change({ description }, [])}
      />
    </AddEditDialog>
  );
}
