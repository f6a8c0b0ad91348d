/** The office's certificates resource (Sertifikaatit): the valid and expired searches and a certificate's page. */
import VerifiedIcon from '@mui/icons-material/Verified';
import { CertificateList } from './CertificateList';
import { CertificateShow } from './CertificateShow';

export const officeCertificatesResource = { name: 'certificates', list: CertificateList, show: CertificateShow, icon: VerifiedIcon, options: { label: 'officeCertificates.title' } } as const;
