// Making a class: how many trainees and, optionally, the company every sandbox is copied from
// (default: the world's first). The simulator's refusal shows as it says it, with the way to My info:
// a trainer still on the published password is refused until they change it there.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { MAX_TRAINEES, classroomBody, type TraineeCard } from '@contract/sim-classroom';
import { simControl } from '../../../api/simControl';
import { paths } from '../../../core/paths';
import { FormProblemsProvider, useFormProblems } from '../../../ui/form';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useOrgTree } from '../../../ui/useOrgTree';
import { wholeNumber } from '../../../ui/wholeNumber';

export function MakeClassForm({ onMade }: { onMade: (cards: TraineeCard[]) => void }) {
  const { t } = useTranslation();
  const { tree } = useOrgTree();
  const problems = useFormProblems();
  const [trainees, setTrainees] = useState('');
  const [template, setTemplate] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { trainees: trainees.trim() === '' ? undefined : Number(trainees), ...(template !== null ? { templateCompanyIdx: template } : {}) };
    if (!problems.check(classroomBody, body)) return;
    setBusy(true);
    setRefusal(null);
    try {
      const outcome = await simControl.makeClass(classroomBody.parse(body));
      if (outcome.ok) onMade(outcome.response.data.trainees);
      else setRefusal(outcome.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t('simulator.classroom.makeTitle')} data-testid="make-class">
      <FormProblemsProvider value={problems}>
        <form onSubmit={(e) => void submit(e)} noValidate className="grid">
          <div className="col-12 md:col-4">
            <TextField
              id="trainees"
              label={t('simulator.classroom.trainees', { max: MAX_TRAINEES })}
              value={trainees}
              onValue={setTrainees}
              {...wholeNumber(1, MAX_TRAINEES)}
            />
          </div>
          <div className="col-12 md:col-5">
            <SelectField
              id="templateCompanyIdx"
              label={t('simulator.classroom.template')}
              value={template}
              options={tree.map((c) => ({ value: c.companyIdx, label: c.companyName }))}
              onValue={setTemplate}
              placeholder={t('simulator.classroom.templateDefault')}
              filter
              showClear
            />
          </div>
          <div className="col-12 md:col-3 flex align-items-center">
            <Button type="submit" icon="pi pi-users" label={t('simulator.classroom.make')} loading={busy} disabled={busy} />
          </div>
          <p className="col-12 m-0 text-600 text-sm">
            {t('simulator.classroom.passwordNote')} <Link to={paths.myInfo()}>{t('simulator.classroom.openMyInfo')}</Link>
          </p>
          {refusal && (
            <div className="col-12" role="alert" data-testid="make-class-refusal">
              <Message
                severity="error"
                className="w-full justify-content-start"
                content={
                  <span>
                    {refusal} <Link to={paths.myInfo()}>{t('simulator.classroom.openMyInfo')}</Link>
                  </span>
                }
              />
            </div>
          )}
        </form>
      </FormProblemsProvider>
    </Card>
  );
}
