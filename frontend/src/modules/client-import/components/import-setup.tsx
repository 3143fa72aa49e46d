import { Button, Callout, FormGroup, HTMLSelect, HTMLTable, Radio, RadioGroup } from '@blueprintjs/core';
import { useState } from 'react';
import {
  clientImportFieldLabels,
  clientImportFields,
  CLIENT_IMPORT_MAX_ROWS,
  type ClientImportField,
  type ClientImportPlan,
  type ClientImportUpload,
} from '@chairside/shared/client-imports/client-import-dto';
import { useCheckClientImport, useStartClientImport, useUploadClientImport } from '../hooks/use-client-import-commands';

type Mapping = ClientImportUpload['guess'];
const notInFile = '';
// What the import reads in the columns whose format is not obvious.
const fieldHints: Partial<Record<ClientImportField, string>> = {
  birthday: 'YYYY-MM-DD, --MM-DD without the year, 12/31/1990 or 31.12.1990',
  tags: 'Separated by ; or ,',
  emailConsent: 'yes or no (also y/n, true/false, 1/0); blank records nothing',
  smsConsent: 'yes or no (also y/n, true/false, 1/0); blank records nothing',
};

// Choose the file, map its columns (guessed from the headers), check it (the dry run), then import.
export function ImportSetup({ onStarted }: { onStarted: (importId: string) => void }) {
  const upload = useUploadClientImport();
  const check = useCheckClientImport();
  const start = useStartClientImport();
  const [mapping, setMapping] = useState<Mapping | null>(null);
  const [duplicates, setDuplicates] = useState<ClientImportPlan['duplicates']>('skip');
  const file = upload.data;
  const plan: ClientImportPlan | null =
    mapping && mapping.firstName !== null ? { mapping: { ...mapping, firstName: mapping.firstName }, duplicates } : null;

  const choose = (chosen: File | undefined) => {
    check.reset();
    start.reset();
    setMapping(null);
    if (chosen) upload.mutate(chosen, { onSuccess: (uploaded) => setMapping(uploaded.guess) });
  };
  const change = (next: Mapping) => {
    check.reset();
    setMapping(next);
  };

  return (
    <div className="client-import-setup">
      <FormGroup
        label="CSV file"
        labelFor="client-import-file"
        helperText={`UTF-8, UTF-16 or Windows encoding; up to ${CLIENT_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows or 20 MB. The first row names the columns.`}
      >
        <input
          id="client-import-file"
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </FormGroup>
      {upload.isPending ? <p role="status">Reading the file…</p> : null}
      {upload.error ? (
        <Callout intent="danger" role="alert" title="The file cannot be imported">
          {upload.error.message}
        </Callout>
      ) : null}
      {file && mapping ? (
        <>
          <h2>Columns</h2>
          <p>
            {file.fileName}: {file.totalRows.toLocaleString('en-US')} rows ({file.encoding})
          </p>
          <div className="client-import-mapping">
            {clientImportFields.map((field) => (
              <FormGroup
                key={field}
                label={`${clientImportFieldLabels[field]} column`}
                labelFor={`client-import-map-${field}`}
                helperText={fieldHints[field]}
              >
                <HTMLSelect
                  id={`client-import-map-${field}`}
                  value={mapping[field] === null ? notInFile : String(mapping[field])}
                  onChange={(event) =>
                    change({ ...mapping, [field]: event.target.value === notInFile ? null : Number(event.target.value) })
                  }
                >
                  <option value={notInFile}>{field === 'firstName' ? 'Choose a column' : 'Not in the file'}</option>
                  {file.headers.map((header, index) => (
                    <option key={index} value={String(index)}>
                      {header || `Column ${index + 1}`}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
            ))}
          </div>
          <HTMLTable compact striped aria-label="First rows of the file" className="client-import-sample">
            <thead>
              <tr>
                {file.headers.map((header, index) => (
                  <th key={index} scope="col">
                    {header || `Column ${index + 1}`}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {file.sample.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {file.headers.map((_header, index) => (
                    <td key={index}>{row[index] ?? ''}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <RadioGroup
            label="A row whose e-mail or phone a client already has"
            selectedValue={duplicates}
            onChange={(event) => {
              check.reset();
              setDuplicates(event.currentTarget.value === 'merge' ? 'merge' : 'skip');
            }}
          >
            <Radio value="skip" label="Skip the row" />
            <Radio value="merge" label="Merge: fill in what the existing client lacks" />
          </RadioGroup>
          {plan === null ? <p role="status">Choose the column with the first name.</p> : null}
          {(check.error ?? start.error) ? (
            <Callout intent="danger" role="alert">
              {(check.error ?? start.error)?.message}
            </Callout>
          ) : null}
          <div className="client-import-actions">
            <Button
              text="Check file"
              disabled={plan === null}
              loading={check.isPending}
              onClick={() => plan && check.mutate({ id: file.id, plan })}
            />
            <Button
              intent="primary"
              text={`Import ${file.totalRows.toLocaleString('en-US')} rows`}
              disabled={plan === null}
              loading={start.isPending}
              onClick={() => plan && start.mutate({ id: file.id, plan }, { onSuccess: () => onStarted(file.id) })}
            />
          </div>
          {check.data ? (
            <section aria-labelledby="client-import-check-title" className="client-import-check">
              <h2 id="client-import-check-title">Dry run</h2>
              <p>
                {check.data.valid} new clients, {check.data.duplicates} duplicates ({duplicates === 'merge' ? 'merged' : 'skipped'}),{' '}
                {check.data.invalid} rows with problems. Nothing was imported yet.
              </p>
              {check.data.problems.length > 0 ? (
                <HTMLTable compact striped aria-label="Rows with problems">
                  <thead>
                    <tr>
                      <th scope="col">Row</th>
                      <th scope="col">Problem</th>
                    </tr>
                  </thead>
                  <tbody>
                    {check.data.problems.map((problem) => (
                      <tr key={problem.row}>
                        <td>{problem.row}</td>
                        <td>{problem.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              ) : null}
            </section>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
