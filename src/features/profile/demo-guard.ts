// The demo version refuses profile changes (docs/product.md): say so before asking the server.
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../stores/settings.ts';

export function useDemoGuard() {
  const { t } = useTranslation('profile');
  const demo = useSettings((s) => s.web?.demo_mode === '1');
  return {
    demo,
    /** True (and a toast) when the demo version refuses the change. */
    refused: () => {
      if (demo) toast.error(t('notInDemo'), { id: 'demo' });
      return demo;
    },
  };
}
