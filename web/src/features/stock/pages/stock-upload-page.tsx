import type { UploadPreview } from '@contract/stock';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { quietBusinessQuery } from '../../../lib/current-business';
import { UploadFileStep } from '../components/upload-file-step';
import { UploadPreviewStep } from '../components/upload-preview';

type Step = { name: 'choose' } | { name: 'preview'; preview: UploadPreview; fileName: string };

/**
 * /intern/stock/update-with-upload: a wholesaler's delivery note is read into rows (nothing applied),
 * checked and corrected here, then added as purchases, all rows or none (docs/decisions/010).
 */
export function StockUploadPage() {
  const { data: business } = useQuery(quietBusinessQuery);
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const stepRef = useRef<HTMLParagraphElement>(null);
  const first = useRef(true);

  // The control that had focus goes away with its step: start the next step from its title.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (first.current) first.current = false;
    else stepRef.current?.focus();
  }, [step.name]);

  return (
    <div className="mx-auto max-w-3xl pb-6">
      <h2 className="font-display text-2xl font-semibold tracking-tight">Add a delivery from a file</h2>
      <p ref={stepRef} tabIndex={-1} className="mt-1 text-[15px] text-muted-foreground outline-none">
        {step.name === 'choose'
          ? 'Step 1 of 2: choose the file.'
          : 'Step 2 of 2: check the rows, correct or remove those with problems, then add them.'}
      </p>
      <div className="mt-5">
        {step.name === 'choose' ? (
          <UploadFileStep onRead={(preview, fileName) => setStep({ name: 'preview', preview, fileName })} />
        ) : (
          <UploadPreviewStep
            preview={step.preview}
            fileName={step.fileName}
            currency={business?.currency}
            onStartAgain={() => setStep({ name: 'choose' })}
            onApplied={() => void navigate('/intern/stock')}
          />
        )}
      </div>
    </div>
  );
}
