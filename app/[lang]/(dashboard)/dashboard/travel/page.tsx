import { LineScreen, lineMetadata } from '@/components/contracts/LineScreen';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = ({ params }: Props) => lineMetadata(params, 'travel');

export default function Page({ params }: Props) {
  return <LineScreen params={params} line="travel" />;
}
