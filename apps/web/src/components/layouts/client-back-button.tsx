import { ArrowLeft } from 'lucide-react';
import { useLocation } from 'wouter';
import { useT } from '../../i18n/use-t';
import { Button } from '../ui/button';
import { BACK_FALLBACK_PATH, canGoBack } from './back-navigation';

/** Back to the previous page, or to the dashboard when this page was opened on its own. */
export function ClientBackButton() {
  const [, navigate] = useLocation();
  const t = useT();

  const goBack = () => {
    // Not every browser has the Navigation API yet, whatever the DOM types say.
    const navigation = (window as { navigation?: Pick<Navigation, 'canGoBack'> }).navigation;
    if (canGoBack({ navigationCanGoBack: navigation?.canGoBack, historyLength: window.history.length })) {
      window.history.back();
    } else {
      navigate(BACK_FALLBACK_PATH);
    }
  };

  return (
    // Never squeezed by the links beside it: "Back" stays one word on one line.
    <Button type="button" variant="ghost" size="compact" className="shrink-0" onClick={goBack}>
      <ArrowLeft aria-hidden />
      {t('client.back')}
    </Button>
  );
}
